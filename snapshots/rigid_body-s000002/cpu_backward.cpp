template <bool wp_linear_contiguous>
static void rigid_body_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_rigid_body_s000002 *_wp_args,
    wp_args_rigid_body_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<6, wp::float32>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<6, wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<6, wp::float32>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<6, wp::float32>> adj_d = _wp_adj_args->d;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    const wp::float32 var_3 = 0.6;
    const wp::float32 var_4 = 0.8;
    const wp::float32 var_5 = 0.0;
    wp::vec_t<3, wp::float32> var_6;
    wp::float32* var_7;
    wp::quat_t<wp::float32> var_8;
    wp::float32 var_9;
    wp::vec_t<3, wp::float32>* var_10;
    wp::transform_t<wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<6, wp::float32>* var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<6, wp::float32> var_15;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<6, wp::float32>* var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<6, wp::float32> var_20;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    wp::vec_t<3, wp::float32> var_23;
    wp::vec_t<6, wp::float32>* var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::vec_t<6, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<6, wp::float32> var_28;
    const wp::float32 var_29 = 2.0;
    wp::vec_t<6, wp::float32> var_30;
    wp::vec_t<6, wp::float32>* var_31;
    wp::float32 var_32;
    wp::vec_t<6, wp::float32> var_33;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    wp::quat_t<wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::transform_t<wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<6, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<6, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<6, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<6, wp::float32> adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::vec_t<3, wp::float32> adj_23 = {};
    wp::vec_t<6, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<6, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<6, wp::float32> adj_28 = {};
    wp::float32 adj_29 = {};
    wp::vec_t<6, wp::float32> adj_30 = {};
    wp::vec_t<6, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::vec_t<6, wp::float32> adj_33 = {};
    //---------
    // forward
    // def rigid_body_s000002(                                                                <L 12>
    // i, j, k = wp.tid()                                                                     <L 19>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = wp.quat_from_axis_angle(wp.vec3(0.6, 0.8, 0.0), b[i, j, k])                       <L 20>
    var_6 = wp::vec_t<3, wp::float32>(var_3, var_4, var_5);
    var_7 = wp::address(var_b, var_0, var_1, var_2);
    var_9 = wp::load(var_7);
    var_8 = wp::quat_from_axis_angle(var_6, var_9);
    // x1 = wp.transform(a[i, j, k], x0)                                                      <L 21>
    var_10 = wp::address(var_a, var_0, var_1, var_2);
    var_12 = wp::load(var_10);
    var_11 = wp::transform_t<wp::float32>(var_12, var_8);
    // x2 = wp.spatial_vector(wp.transform_vector(x1, wp.spatial_top(c[i, j, k])) + wp.cross(wp.transform_get_translation(x1), wp.transform_vector(x1, wp.spatial_bottom(c[i, j, k]))), wp.transform_vector(x1, wp.spatial_bottom(c[i, j, k])))       <L 22>
    var_13 = wp::address(var_c, var_0, var_1, var_2);
    var_15 = wp::load(var_13);
    var_14 = wp::spatial_top(var_15);
    var_16 = wp::transform_vector(var_11, var_14);
    var_17 = wp::transform_get_translation(var_11);
    var_18 = wp::address(var_c, var_0, var_1, var_2);
    var_20 = wp::load(var_18);
    var_19 = wp::spatial_bottom(var_20);
    var_21 = wp::transform_vector(var_11, var_19);
    var_22 = wp::cross(var_17, var_21);
    var_23 = wp::add(var_16, var_22);
    var_24 = wp::address(var_c, var_0, var_1, var_2);
    var_26 = wp::load(var_24);
    var_25 = wp::spatial_bottom(var_26);
    var_27 = wp::transform_vector(var_11, var_25);
    var_28 = wp::vec_t<6, wp::float32>(var_23, var_27);
    // x3 = x2 * 2.0                                                                          <L 23>
    var_30 = wp::mul(var_28, var_29);
    // out[i, j, k] = rigid_body_s000002_combine(x3, d[i, j, k])                              <L 24>
    var_31 = wp::address(var_d, var_0, var_1, var_2);
    var_33 = wp::load(var_31);
    var_32 = rigid_body_s000002_combine_0(var_30, var_33);
    // wp::array_store(var_out, var_0, var_1, var_2, var_32);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_32, adj_out, adj_0, adj_1, adj_2, adj_32);
    adj_rigid_body_s000002_combine_0(var_30, var_33, adj_30, adj_31, adj_32);
    wp::adj_address(var_d, var_0, var_1, var_2, adj_d, adj_0, adj_1, adj_2, adj_31);
    // adj: out[i, j, k] = rigid_body_s000002_combine(x3, d[i, j, k])                         <L 24>
    wp::adj_mul(var_28, var_29, adj_28, adj_29, adj_30);
    // adj: x3 = x2 * 2.0                                                                     <L 23>
    wp::adj_vec_t(var_23, var_27, adj_23, adj_27, adj_28);
    wp::adj_transform_vector(var_11, var_25, adj_11, adj_25, adj_27);
    wp::adj_spatial_bottom(var_26, adj_24, adj_25);
    wp::adj_address(var_c, var_0, var_1, var_2, adj_c, adj_0, adj_1, adj_2, adj_24);
    wp::adj_add(var_16, var_22, adj_16, adj_22, adj_23);
    wp::adj_cross(var_17, var_21, adj_17, adj_21, adj_22);
    wp::adj_transform_vector(var_11, var_19, adj_11, adj_19, adj_21);
    wp::adj_spatial_bottom(var_20, adj_18, adj_19);
    wp::adj_address(var_c, var_0, var_1, var_2, adj_c, adj_0, adj_1, adj_2, adj_18);
    wp::adj_transform_get_translation(var_11, adj_11, adj_17);
    wp::adj_transform_vector(var_11, var_14, adj_11, adj_14, adj_16);
    wp::adj_spatial_top(var_15, adj_13, adj_14);
    wp::adj_address(var_c, var_0, var_1, var_2, adj_c, adj_0, adj_1, adj_2, adj_13);
    // adj: x2 = wp.spatial_vector(wp.transform_vector(x1, wp.spatial_top(c[i, j, k])) + wp.cross(wp.transform_get_translation(x1), wp.transform_vector(x1, wp.spatial_bottom(c[i, j, k]))), wp.transform_vector(x1, wp.spatial_bottom(c[i, j, k])))  <L 22>
    wp::adj_transform_t(var_12, var_8, adj_10, adj_8, adj_11);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_10);
    // adj: x1 = wp.transform(a[i, j, k], x0)                                                 <L 21>
    wp::adj_quat_from_axis_angle(var_6, var_9, adj_6, adj_7, adj_8);
    wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_7);
    wp::adj_vec_t(var_3, var_4, var_5, adj_3, adj_4, adj_5, adj_6);
    // adj: x0 = wp.quat_from_axis_angle(wp.vec3(0.6, 0.8, 0.0), b[i, j, k])                  <L 20>
    // adj: i, j, k = wp.tid()                                                                <L 19>
    // adj: def rigid_body_s000002(                                                           <L 12>
    return;
}