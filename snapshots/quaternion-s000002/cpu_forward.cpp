struct wp_args_make_quaternion_s000002__locals__quaternion_s000002 {
    wp::array_t<wp::quat_t<wp::float32>> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
};

template <bool wp_linear_contiguous>
static void make_quaternion_s000002__locals__quaternion_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_make_quaternion_s000002__locals__quaternion_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::quat_t<wp::float32>* var_2;
    wp::quat_t<wp::float32> var_3;
    wp::quat_t<wp::float32> var_4;
    const wp::float32 var_5 = 0.6;
    const wp::float32 var_6 = 0.8;
    const wp::float32 var_7 = 0.0;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32* var_9;
    wp::quat_t<wp::float32> var_10;
    wp::float32 var_11;
    wp::quat_t<wp::float32> var_12;
    wp::mat_t<3, 3, wp::float32> var_13;
    wp::quat_t<wp::float32> var_14;
    wp::vec_t<3, wp::float32>* var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    //---------
    // forward
    // def quaternion_s000002(                                                                <L 8>
    // i, j = wp.tid()                                                                        <L 14>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.normalize(a[i, j])                                                             <L 15>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::normalize(var_4);
    // x1 = wp.quat_from_axis_angle(wp.vec3(scale, 0.8, 0.0), b[i, j])                        <L 16>
    var_8 = wp::vec_t<3, wp::float32>(var_5, var_6, var_7);
    var_9 = wp::address(var_b, var_0, var_1);
    var_11 = wp::load(var_9);
    var_10 = wp::quat_from_axis_angle(var_8, var_11);
    // x2 = x1 * x0                                                                           <L 17>
    var_12 = wp::mul(var_10, var_3);
    // x3 = wp.quat_from_matrix(wp.quat_to_matrix(x2))                                        <L 18>
    var_13 = wp::quat_to_matrix(var_12);
    var_14 = wp::quat_from_matrix(var_13);
    // out[i, j] = wp.quat_rotate(x3, c[i, j])                                                <L 19>
    var_15 = wp::address(var_c, var_0, var_1);
    var_17 = wp::load(var_15);
    var_16 = wp::quat_rotate(var_14, var_17);
    wp::array_store(var_out, var_0, var_1, var_16);
}