extern "C" __global__ void mesh_point_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::array_t<wp::int32> var_indices,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::uint64 var_mesh,
    wp::array_t<wp::int32> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out1,
    wp::array_t<wp::float32> var_out2)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        const wp::float32 var_4 = 0.25;
        wp::mesh_query_point_t var_5;
        bool* var_6;
        const wp::int32 var_7 = 1;
        const wp::int32 var_8 = 0;
        wp::int32 var_9;
        bool var_10;
        const wp::float32 var_11 = 2.0;
        wp::mesh_query_point_t var_12;
        wp::int32* var_13;
        wp::float32* var_14;
        wp::float32* var_15;
        wp::vec_t<3, wp::float32> var_16;
        wp::int32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        bool* var_20;
        wp::vec_t<3, wp::float32> var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = -1.0;
        wp::float32 var_24;
        bool var_25;
        //---------
        // forward
        // def mesh_point_s000000(                                                                <L 10>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // x0 = b[i]                                                                              <L 20>
        var_1 = wp::address(var_b, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // x1 = wp.mesh_query_point_no_sign(mesh, x0, SCALE)                                      <L 21>
        var_5 = wp::mesh_query_point_no_sign(var_mesh, var_2, var_4);
        // out[i] = wp.where(x1.result, 1, 0)                                                     <L 22>
        var_6 = &((var_5).result);
        var_10 = wp::load(var_6);
        var_9 = wp::where(var_10, var_7, var_8);
        wp::array_store(var_out, var_0, var_9);
        // x2 = wp.mesh_query_furthest_point_no_sign(mesh, x0, 2.0)                               <L 23>
        var_12 = wp::mesh_query_furthest_point_no_sign(var_mesh, var_2, var_11);
        // x3 = wp.mesh_eval_position(mesh, x2.face, x2.u, x2.v)                                  <L 24>
        var_13 = &((var_12).face);
        var_14 = &((var_12).u);
        var_15 = &((var_12).v);
        var_17 = wp::load(var_13);
        var_18 = wp::load(var_14);
        var_19 = wp::load(var_15);
        var_16 = wp::mesh_eval_position(var_mesh, var_17, var_18, var_19);
        // out1[i] = x3                                                                           <L 25>
        wp::array_store(var_out1, var_0, var_16);
        // out2[i] = wp.where(x2.result, wp.length(x3 - x0), OFFSET)                              <L 26>
        var_20 = &((var_12).result);
        var_21 = wp::sub(var_16, var_2);
        var_22 = wp::length(var_21);
        var_25 = wp::load(var_20);
        var_24 = wp::where(var_25, var_22, var_23);
        wp::array_store(var_out2, var_0, var_24);
    }
}