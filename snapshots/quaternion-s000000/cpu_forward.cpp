struct wp_args_quaternion_s000000 {
    wp::array_t<wp::vec_t<3, wp::float32>> b;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
};

template <bool wp_linear_contiguous>
static void quaternion_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_quaternion_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    const wp::int32 var_3 = 0;
    wp::float32 var_4;
    wp::vec_t<3, wp::float32> var_5;
    wp::vec_t<3, wp::float32>* var_6;
    const wp::int32 var_7 = 1;
    wp::float32 var_8;
    wp::vec_t<3, wp::float32> var_9;
    wp::vec_t<3, wp::float32>* var_10;
    const wp::int32 var_11 = 2;
    wp::float32 var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::quat_t<wp::float32> var_14;
    wp::mat_t<3, 3, wp::float32> var_15;
    wp::quat_t<wp::float32> var_16;
    wp::vec_t<3, wp::float32>* var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    //---------
    // forward
    // def quaternion_s000000(                                                                <L 12>
    // i, j = wp.tid()                                                                        <L 17>
    builtin_tid2d(var_0, var_1);
    // x1 = wp.quat_rpy(b[i, j][0], b[i, j][1], b[i, j][2])                                   <L 18>
    var_2 = wp::address(var_b, var_0, var_1);
    var_5 = wp::load(var_2);
    var_4 = wp::extract(var_5, var_3);
    var_6 = wp::address(var_b, var_0, var_1);
    var_9 = wp::load(var_6);
    var_8 = wp::extract(var_9, var_7);
    var_10 = wp::address(var_b, var_0, var_1);
    var_13 = wp::load(var_10);
    var_12 = wp::extract(var_13, var_11);
    var_14 = wp::quat_rpy(var_4, var_8, var_12);
    // x2 = wp.quat_from_matrix(wp.quat_to_matrix(x1))                                        <L 19>
    var_15 = wp::quat_to_matrix(var_14);
    var_16 = wp::quat_from_matrix(var_15);
    // out[i, j] = quaternion_s000000_combine(x2, c[i, j])                                    <L 20>
    var_17 = wp::address(var_c, var_0, var_1);
    var_19 = wp::load(var_17);
    var_18 = quaternion_s000000_combine_0(var_16, var_19);
    wp::array_store(var_out, var_0, var_1, var_18);
}