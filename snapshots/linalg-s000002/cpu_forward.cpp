struct wp_args_linalg_s000002 {
    wp::array_t<wp::vec_t<4, wp::float32>> a;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void linalg_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_linalg_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    const wp::int32 var_3 = 4;
    wp::mat_t<4, 4, wp::float32> var_4;
    wp::vec_t<4, wp::float32>* var_5;
    const wp::int32 var_6 = 2;
    wp::float32 var_7;
    wp::vec_t<4, wp::float32> var_8;
    const wp::float32 var_9 = 0.75;
    wp::float32 var_10;
    const wp::int32 var_11 = 3;
    const wp::int32 var_12 = 3;
    wp::vec_t<4, wp::float32>* var_13;
    const wp::int32 var_14 = 2;
    wp::float32 var_15;
    wp::vec_t<4, wp::float32> var_16;
    wp::float32 var_17;
    const wp::int32 var_18 = 0;
    const wp::int32 var_19 = 1;
    wp::vec_t<4, wp::float32>* var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    wp::vec_t<4, wp::float32> var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 3;
    const wp::int32 var_26 = 0;
    const wp::int32 var_27 = 3;
    const wp::int32 var_28 = 0;
    wp::float32 var_29;
    wp::vec_t<4, wp::float32>* var_30;
    const wp::int32 var_31 = 1;
    wp::float32 var_32;
    wp::vec_t<4, wp::float32> var_33;
    wp::float32 var_34;
    const wp::int32 var_35 = 2;
    const wp::int32 var_36 = 3;
    wp::mat_t<4, 4, wp::float32>* var_37;
    wp::mat_t<4, 4, wp::float32> var_38;
    wp::mat_t<4, 4, wp::float32> var_39;
    const wp::float32 var_40 = 0.25;
    wp::mat_t<4, 4, wp::float32> var_41;
    wp::mat_t<4, 4, wp::float32> var_42;
    wp::float32 var_43;
    //---------
    // forward
    // def linalg_s000002(                                                                    <L 9>
    // i, j, k = wp.tid()                                                                     <L 14>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = wp.identity(n=4, dtype=wp.float32)                                                <L 15>
    var_4 = wp::identity<4, wp::float32>();
    // x0[3, 3] = a[i, j, k][2] * SCALE                                                       <L 16>
    var_5 = wp::address(var_a, var_0, var_1, var_2);
    var_8 = wp::load(var_5);
    var_7 = wp::extract(var_8, var_6);
    var_10 = wp::mul(var_7, var_9);
    wp::assign_inplace(var_4, var_11, var_12, var_10);
    // x0[0, 1] = a[i, j, k][2] * SCALE                                                       <L 17>
    var_13 = wp::address(var_a, var_0, var_1, var_2);
    var_16 = wp::load(var_13);
    var_15 = wp::extract(var_16, var_14);
    var_17 = wp::mul(var_15, var_9);
    wp::assign_inplace(var_4, var_18, var_19, var_17);
    // x0[3, 0] = a[i, j, k][0] * SCALE                                                       <L 18>
    var_20 = wp::address(var_a, var_0, var_1, var_2);
    var_23 = wp::load(var_20);
    var_22 = wp::extract(var_23, var_21);
    var_24 = wp::mul(var_22, var_9);
    wp::assign_inplace(var_4, var_25, var_26, var_24);
    // x0[2, 3] = x0[3, 0] * a[i, j, k][1]                                                    <L 19>
    var_29 = wp::extract(var_4, var_27, var_28);
    var_30 = wp::address(var_a, var_0, var_1, var_2);
    var_33 = wp::load(var_30);
    var_32 = wp::extract(var_33, var_31);
    var_34 = wp::mul(var_29, var_32);
    wp::assign_inplace(var_4, var_35, var_36, var_34);
    // x1 = x0 @ b[i, j, k] * 0.25                                                            <L 20>
    var_37 = wp::address(var_b, var_0, var_1, var_2);
    var_39 = wp::load(var_37);
    var_38 = wp::mul(var_4, var_39);
    var_41 = wp::mul(var_38, var_40);
    // x2 = wp.transpose(x1)                                                                  <L 21>
    var_42 = wp::transpose(var_41);
    // out[i, j, k] = wp.ddot(x2, x2)                                                         <L 22>
    var_43 = wp::ddot(var_42, var_42);
    wp::array_store(var_out, var_0, var_1, var_2, var_43);
}