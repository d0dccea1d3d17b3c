template <bool wp_linear_contiguous>
static void make_quaternion_s000002__locals__quaternion_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_make_quaternion_s000002__locals__quaternion_s000002 *_wp_args,
    wp_args_make_quaternion_s000002__locals__quaternion_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::quat_t<wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::quat_t<wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_out = _wp_adj_args->out;
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
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::quat_t<wp::float32> adj_2 = {};
    wp::quat_t<wp::float32> adj_3 = {};
    wp::quat_t<wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::quat_t<wp::float32> adj_10 = {};
    wp::float32 adj_11 = {};
    wp::quat_t<wp::float32> adj_12 = {};
    wp::mat_t<3, 3, wp::float32> adj_13 = {};
    wp::quat_t<wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
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
    // wp::array_store(var_out, var_0, var_1, var_16);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_16, adj_out, adj_0, adj_1, adj_16);
    wp::adj_quat_rotate(var_14, var_17, adj_14, adj_15, adj_16);
    wp::adj_address(var_c, var_0, var_1, adj_c, adj_0, adj_1, adj_15);
    // adj: out[i, j] = wp.quat_rotate(x3, c[i, j])                                           <L 19>
    wp::adj_quat_from_matrix(var_13, adj_13, adj_14);
    wp::adj_quat_to_matrix(var_12, adj_12, adj_13);
    // adj: x3 = wp.quat_from_matrix(wp.quat_to_matrix(x2))                                   <L 18>
    wp::adj_mul(var_10, var_3, adj_10, adj_3, adj_12);
    // adj: x2 = x1 * x0                                                                      <L 17>
    wp::adj_quat_from_axis_angle(var_8, var_11, adj_8, adj_9, adj_10);
    wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_9);
    wp::adj_vec_t(var_5, var_6, var_7, adj_5, adj_6, adj_7, adj_8);
    // adj: x1 = wp.quat_from_axis_angle(wp.vec3(scale, 0.8, 0.0), b[i, j])                   <L 16>
    wp::adj_normalize(var_4, adj_2, adj_3);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
    // adj: x0 = wp.normalize(a[i, j])                                                        <L 15>
    // adj: i, j = wp.tid()                                                                   <L 14>
    // adj: def quaternion_s000002(                                                           <L 8>
    return;
}