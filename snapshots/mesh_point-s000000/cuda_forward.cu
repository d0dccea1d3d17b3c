extern "C" __global__ void mesh_point_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_points,
    wp::array_t<wp::int32> var_indices,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::uint64 var_mesh,
    wp::array_t<wp::vec_t<3, wp::float32>> var_out,
    wp::array_t<wp::float32> var_out1)
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
        const wp::float32 var_4 = 2.5;
        wp::mesh_query_point_t var_5;
        wp::int32* var_6;
        wp::float32* var_7;
        wp::float32* var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::int32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        bool* var_13;
        wp::vec_t<3, wp::float32> var_14;
        wp::float32 var_15;
        const wp::float32 var_16 = -1.0;
        wp::float32 var_17;
        bool var_18;
        //---------
        // forward
        // def mesh_point_s000000(                                                                <L 10>
        // i = wp.tid()                                                                           <L 18>
        var_0 = builtin_tid1d();
        // x0 = b[i]                                                                              <L 19>
        var_1 = wp::address(var_b, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::copy(var_3);
        // x1 = wp.mesh_query_furthest_point_no_sign(mesh, x0, OFFSET)                            <L 20>
        var_5 = wp::mesh_query_furthest_point_no_sign(var_mesh, var_2, var_4);
        // x2 = wp.mesh_eval_position(mesh, x1.face, x1.u, x1.v)                                  <L 21>
        var_6 = &((var_5).face);
        var_7 = &((var_5).u);
        var_8 = &((var_5).v);
        var_10 = wp::load(var_6);
        var_11 = wp::load(var_7);
        var_12 = wp::load(var_8);
        var_9 = wp::mesh_eval_position(var_mesh, var_10, var_11, var_12);
        // out[i] = x2                                                                            <L 22>
        wp::array_store(var_out, var_0, var_9);
        // out1[i] = wp.where(x1.result, wp.length(x2 - x0), SCALE)                               <L 23>
        var_13 = &((var_5).result);
        var_14 = wp::sub(var_9, var_2);
        var_15 = wp::length(var_14);
        var_18 = wp::load(var_13);
        var_17 = wp::where(var_18, var_15, var_16);
        wp::array_store(var_out1, var_0, var_17);
    }
}