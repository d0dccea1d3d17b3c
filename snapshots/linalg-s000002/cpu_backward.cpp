template <bool wp_linear_contiguous>
static void linalg_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_linalg_s000002 *_wp_args,
    wp_args_linalg_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<4, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::mat_t<4, 4, wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
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
    const wp::float32 var_17 = 0.75;
    wp::float32 var_18;
    const wp::int32 var_19 = 0;
    const wp::int32 var_20 = 1;
    wp::vec_t<4, wp::float32>* var_21;
    const wp::int32 var_22 = 0;
    wp::float32 var_23;
    wp::vec_t<4, wp::float32> var_24;
    const wp::float32 var_25 = 0.75;
    wp::float32 var_26;
    const wp::int32 var_27 = 3;
    const wp::int32 var_28 = 0;
    const wp::int32 var_29 = 3;
    const wp::int32 var_30 = 0;
    wp::float32 var_31;
    wp::vec_t<4, wp::float32>* var_32;
    const wp::int32 var_33 = 1;
    wp::float32 var_34;
    wp::vec_t<4, wp::float32> var_35;
    wp::float32 var_36;
    const wp::int32 var_37 = 2;
    const wp::int32 var_38 = 3;
    wp::mat_t<4, 4, wp::float32>* var_39;
    wp::mat_t<4, 4, wp::float32> var_40;
    wp::mat_t<4, 4, wp::float32> var_41;
    const wp::float32 var_42 = 0.25;
    wp::mat_t<4, 4, wp::float32> var_43;
    wp::mat_t<4, 4, wp::float32> var_44;
    wp::float32 var_45;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::mat_t<4, 4, wp::float32> adj_4 = {};
    wp::vec_t<4, wp::float32> adj_5 = {};
    wp::int32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::vec_t<4, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::vec_t<4, wp::float32> adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::vec_t<4, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::vec_t<4, wp::float32> adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::vec_t<4, wp::float32> adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::vec_t<4, wp::float32> adj_32 = {};
    wp::int32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<4, wp::float32> adj_35 = {};
    wp::float32 adj_36 = {};
    wp::int32 adj_37 = {};
    wp::int32 adj_38 = {};
    wp::mat_t<4, 4, wp::float32> adj_39 = {};
    wp::mat_t<4, 4, wp::float32> adj_40 = {};
    wp::mat_t<4, 4, wp::float32> adj_41 = {};
    wp::float32 adj_42 = {};
    wp::mat_t<4, 4, wp::float32> adj_43 = {};
    wp::mat_t<4, 4, wp::float32> adj_44 = {};
    wp::float32 adj_45 = {};
    //---------
    // forward
    // def linalg_s000002(                                                                    <L 9>
    // i, j, k = wp.tid()                                                                     <L 14>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = wp.identity(n=4, dtype=wp.float32)                                                <L 15>
    var_4 = wp::identity<4, wp::float32>();
    // x0[3, 3] = a[i, j, k][2] * 0.75                                                        <L 16>
    var_5 = wp::address(var_a, var_0, var_1, var_2);
    var_8 = wp::load(var_5);
    var_7 = wp::extract(var_8, var_6);
    var_10 = wp::mul(var_7, var_9);
    wp::assign_inplace(var_4, var_11, var_12, var_10);
    // x0[0, 1] = a[i, j, k][2] * 0.75                                                        <L 17>
    var_13 = wp::address(var_a, var_0, var_1, var_2);
    var_16 = wp::load(var_13);
    var_15 = wp::extract(var_16, var_14);
    var_18 = wp::mul(var_15, var_17);
    wp::assign_inplace(var_4, var_19, var_20, var_18);
    // x0[3, 0] = a[i, j, k][0] * 0.75                                                        <L 18>
    var_21 = wp::address(var_a, var_0, var_1, var_2);
    var_24 = wp::load(var_21);
    var_23 = wp::extract(var_24, var_22);
    var_26 = wp::mul(var_23, var_25);
    wp::assign_inplace(var_4, var_27, var_28, var_26);
    // x0[2, 3] = x0[3, 0] * a[i, j, k][1]                                                    <L 19>
    var_31 = wp::extract(var_4, var_29, var_30);
    var_32 = wp::address(var_a, var_0, var_1, var_2);
    var_35 = wp::load(var_32);
    var_34 = wp::extract(var_35, var_33);
    var_36 = wp::mul(var_31, var_34);
    wp::assign_inplace(var_4, var_37, var_38, var_36);
    // x1 = x0 @ b[i, j, k] * SCALE                                                           <L 20>
    var_39 = wp::address(var_b, var_0, var_1, var_2);
    var_41 = wp::load(var_39);
    var_40 = wp::mul(var_4, var_41);
    var_43 = wp::mul(var_40, var_42);
    // x2 = wp.transpose(x1)                                                                  <L 21>
    var_44 = wp::transpose(var_43);
    // out[i, j, k] = wp.ddot(x2, x2)                                                         <L 22>
    var_45 = wp::ddot(var_44, var_44);
    // wp::array_store(var_out, var_0, var_1, var_2, var_45);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_45, adj_out, adj_0, adj_1, adj_2, adj_45);
    wp::adj_ddot(var_44, var_44, adj_44, adj_44, adj_45);
    // adj: out[i, j, k] = wp.ddot(x2, x2)                                                    <L 22>
    wp::adj_transpose(var_43, adj_43, adj_44);
    // adj: x2 = wp.transpose(x1)                                                             <L 21>
    wp::adj_mul(var_40, var_42, adj_40, adj_42, adj_43);
    wp::adj_mul(var_4, var_41, adj_4, adj_39, adj_40);
    wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_39);
    // adj: x1 = x0 @ b[i, j, k] * SCALE                                                      <L 20>
    wp::adj_assign_inplace(var_4, var_37, var_38, var_36, adj_4, adj_37, adj_38, adj_36);
    wp::adj_mul(var_31, var_34, adj_31, adj_34, adj_36);
    wp::adj_extract(var_35, var_33, adj_32, adj_33, adj_34);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_32);
    wp::adj_extract(var_4, var_29, var_30, adj_4, adj_29, adj_30, adj_31);
    // adj: x0[2, 3] = x0[3, 0] * a[i, j, k][1]                                               <L 19>
    wp::adj_assign_inplace(var_4, var_27, var_28, var_26, adj_4, adj_27, adj_28, adj_26);
    wp::adj_mul(var_23, var_25, adj_23, adj_25, adj_26);
    wp::adj_extract(var_24, var_22, adj_21, adj_22, adj_23);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_21);
    // adj: x0[3, 0] = a[i, j, k][0] * 0.75                                                   <L 18>
    wp::adj_assign_inplace(var_4, var_19, var_20, var_18, adj_4, adj_19, adj_20, adj_18);
    wp::adj_mul(var_15, var_17, adj_15, adj_17, adj_18);
    wp::adj_extract(var_16, var_14, adj_13, adj_14, adj_15);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_13);
    // adj: x0[0, 1] = a[i, j, k][2] * 0.75                                                   <L 17>
    wp::adj_assign_inplace(var_4, var_11, var_12, var_10, adj_4, adj_11, adj_12, adj_10);
    wp::adj_mul(var_7, var_9, adj_7, adj_9, adj_10);
    wp::adj_extract(var_8, var_6, adj_5, adj_6, adj_7);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_5);
    // adj: x0[3, 3] = a[i, j, k][2] * 0.75                                                   <L 16>
    // adj: x0 = wp.identity(n=4, dtype=wp.float32)                                           <L 15>
    // adj: i, j, k = wp.tid()                                                                <L 14>
    // adj: def linalg_s000002(                                                               <L 9>
    return;
}