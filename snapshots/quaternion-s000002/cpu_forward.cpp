struct wp_args_quaternion_s000002 {
    wp::array_t<wp::quat_t<wp::float32>> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::vec_t<3, wp::float32>> c;
    wp::array_t<wp::quat_t<wp::float32>> d;
    wp::array_t<wp::vec_t<3, wp::float32>> out;
};

template <bool wp_linear_contiguous>
static void quaternion_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_quaternion_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::quat_t<wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::quat_t<wp::float32>* var_1;
    wp::quat_t<wp::float32> var_2;
    wp::quat_t<wp::float32> var_3;
    const wp::float32 var_4 = 0.6;
    const wp::float32 var_5 = 0.8;
    const wp::float32 var_6 = 0.0;
    wp::vec_t<3, wp::float32> var_7;
    wp::float32* var_8;
    wp::quat_t<wp::float32> var_9;
    wp::float32 var_10;
    wp::quat_t<wp::float32> var_11;
    wp::mat_t<3, 3, wp::float32> var_12;
    wp::quat_t<wp::float32> var_13;
    wp::vec_t<3, wp::float32>* var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::quat_t<wp::float32>* var_17;
    wp::float32 var_18;
    wp::quat_t<wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    //---------
    // forward
    // def quaternion_s000002(                                                                <L 7>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0 = wp.normalize(a[i])                                                                <L 15>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::normalize(var_3);
    // x1 = wp.quat_from_axis_angle(wp.vec3(0.6, 0.8, 0.0), b[i])                             <L 16>
    var_7 = wp::vec_t<3, wp::float32>(var_4, var_5, var_6);
    var_8 = wp::address(var_b, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::quat_from_axis_angle(var_7, var_10);
    // x2 = x1 * x0                                                                           <L 17>
    var_11 = wp::mul(var_9, var_2);
    // x3 = wp.quat_from_matrix(wp.quat_to_matrix(x2))                                        <L 18>
    var_12 = wp::quat_to_matrix(var_11);
    var_13 = wp::quat_from_matrix(var_12);
    // out[i] = wp.quat_rotate_inv(x3, c[i]) * wp.length(d[i])                                <L 19>
    var_14 = wp::address(var_c, var_0);
    var_16 = wp::load(var_14);
    var_15 = wp::quat_rotate_inv(var_13, var_16);
    var_17 = wp::address(var_d, var_0);
    var_19 = wp::load(var_17);
    var_18 = wp::length(var_19);
    var_20 = wp::mul(var_15, var_18);
    wp::array_store(var_out, var_0, var_20);
}